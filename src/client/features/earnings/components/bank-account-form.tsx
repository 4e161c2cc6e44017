import { useState } from 'react';
import { Alert, Button, Group, Radio, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import * as v from 'valibot';
import { accountNameMatches } from '#common/bank-account';
import { bankAccountBody, type BankAccount } from '#common/contracts/earnings';
import { bankDocumentKinds, bankHolderTypes, type BankDocumentKind, type BankHolderType } from '#common/enums';
import { bankOf, countryRules, deploymentCountry } from '#common/countries';
import { m } from '#common/paraglide/messages.js';
import { toProblem } from '#client/api/problem';
import { notify } from '#client/app/notify';
import { ErrorAlert } from '#client/features/account/page';
import { useSaveBankAccount } from '../api/bank-account';
import { bankFieldMessage, bankName, formatAccountNumber, holderTypeLabels } from '../bank-labels';
import { BankDocumentField, type ChosenDocument } from './bank-document-field';

const uploadPaths: Record<BankDocumentKind, 'idCardUploadId' | 'bankBookUploadId' | 'vatRegistrationUploadId'> = { id_card: 'idCardUploadId', bank_book: 'bankBookUploadId', vat_registration: 'vatRegistrationUploadId' };

/**
 * Add, change or fix the bank account. The documents upload as soon as they are chosen; the
 * account is sent with their ids. A rejected document starts empty so a new file is chosen.
 */
export function BankAccountForm({ uuid, account, profileNames, onDone, onCancel }: { uuid: string; account: BankAccount | null; profileNames: string[]; onDone: () => void; onCancel?: () => void }) {
  const save = useSaveBankAccount(uuid);
  const [holderType, setHolderType] = useState<BankHolderType>(account?.holderType ?? 'individual');
  const [bankCode, setBankCode] = useState<string | null>(account?.bankCode ?? null);
  const [accountNumber, setAccountNumber] = useState(account ? formatAccountNumber(account.accountNumber) : '');
  const [accountName, setAccountName] = useState(account?.accountName ?? (profileNames[0] ?? ''));
  const [documents, setDocuments] = useState<Partial<Record<BankDocumentKind, ChosenDocument>>>(() =>
    Object.fromEntries((account?.documents ?? []).filter((document) => document.status !== 'reject').map((document) => [document.kind, { ...document }])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** A field's error goes as soon as the field is changed; the others stay until the next send. */
  const clear = (path: string) => setErrors((current) => (path in current ? Object.fromEntries(Object.entries(current).filter(([key]) => key !== path)) : current));
  const rejected = new Map((account?.documents ?? []).filter((document) => document.status === 'reject').map((document) => [document.kind, document]));
  const kinds = bankDocumentKinds.filter((kind) => kind !== 'vat_registration' || holderType === 'company');
  // Issue 30: the deployment's banks and their account-number lengths (countries.ts).
  const banks = countryRules[deploymentCountry()].banks;
  const digits = bankOf(deploymentCountry(), bankCode ?? '')?.accountDigits[1] ?? banks[0]!.accountDigits[1];

  const submit = () => {
    const body = {
      bankCode: bankCode ?? '',
      accountNumber,
      accountName,
      holderType,
      idCardUploadId: documents.id_card?.uploadId ?? '',
      bankBookUploadId: documents.bank_book?.uploadId ?? '',
      vatRegistrationUploadId: holderType === 'company' ? (documents.vat_registration?.uploadId ?? '') : null,
    };
    const parsed = v.safeParse(bankAccountBody, body);
    const found: Record<string, string> = parsed.success ? {} : Object.fromEntries(parsed.issues.map((issue) => [v.getDotPath(issue) ?? 'form', bankFieldMessage(issue.message)]));
    // The same rule the server applies, said before sending.
    if (holderType === 'individual' && !found.accountName) {
      if (profileNames.length === 0) found.accountName = bankFieldMessage('bank_profile_name_missing');
      else if (!accountNameMatches(accountName, profileNames)) found.accountName = bankFieldMessage('bank_account_name_mismatch');
    }
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    save.mutate(parsed.output, {
      onSuccess: () => {
        notify({ color: 'green', message: m.bank_saved(), withBorder: true });
        onDone();
      },
      onError: (failure) => {
        const fields = Object.fromEntries((toProblem(failure).errors ?? []).map((item) => [item.path, bankFieldMessage(item.message)]));
        setErrors(fields);
      },
    });
  };
  const hasFieldErrors = save.error ? (toProblem(save.error).errors ?? []).length > 0 : false;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      data-testid="bank-form"
    >
      <Stack gap="lg">
        {account?.status === 'approve' ? (
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={20} />} data-testid="bank-change-warning">
            {m.bank_change_warning()}
          </Alert>
        ) : null}
        <Radio.Group label={m.bank_holder_type()} value={holderType} onChange={(value) => (setHolderType(value as BankHolderType), clear('accountName'), clear('vatRegistrationUploadId'))} error={errors.holderType} data-testid="bank-holder-type">
          <Group gap="lg" mt={6}>
            {bankHolderTypes.map((type) => (
              <Radio key={type} value={type} label={holderTypeLabels[type]()} data-testid={`bank-holder-${type}`} />
            ))}
          </Group>
        </Radio.Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label={m.bank_bank()}
            placeholder={m.bank_bank_placeholder()}
            data={banks.map((bank) => ({ value: bank.code, label: bankName(bank.code) }))}
            value={bankCode}
            onChange={(value) => (setBankCode(value), clear('bankCode'), clear('accountNumber'))}
            searchable
            nothingFoundMessage={m.bank_bank_none()}
            error={errors.bankCode}
            required
            comboboxProps={{ withinPortal: true }}
            data-testid="bank-code"
          />
          <TextInput
            label={m.bank_account_number()}
            description={m.bank_account_number_help({ digits: String(digits) })}
            value={accountNumber}
            onChange={(event) => (setAccountNumber(event.currentTarget.value), clear('accountNumber'))}
            inputMode="numeric"
            autoComplete="off"
            maxLength={40}
            error={errors.accountNumber}
            required
            data-testid="bank-account-number"
          />
        </SimpleGrid>
        <TextInput
          label={holderType === 'company' ? m.bank_account_name_company() : m.bank_account_name()}
          description={holderType === 'company' ? m.bank_account_name_company_help() : profileNames.length > 0 ? m.bank_account_name_help({ names: profileNames.join(' / ') }) : m.bank_error_profile_name_missing()}
          value={accountName}
          onChange={(event) => (setAccountName(event.currentTarget.value), clear('accountName'))}
          maxLength={150}
          error={errors.accountName}
          required
          data-testid="bank-account-name"
        />
        <Stack gap="sm">
          <Text fw={600}>{m.bank_documents()}</Text>
          {rejected.size > 0 ? (
            <Alert color="red" variant="light" icon={<IconInfoCircle size={20} />}>
              {m.bank_documents_resend()}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, md: kinds.length === 3 ? 3 : 2 }} spacing="md">
            {kinds.map((kind) => (
              <BankDocumentField
                key={kind}
                uuid={uuid}
                kind={kind}
                value={documents[kind] ?? (rejected.has(kind) ? { ...rejected.get(kind)!, uploadId: '' } : null)}
                onChange={(chosen) => (setDocuments((current) => ({ ...current, [kind]: chosen })), clear(uploadPaths[kind]))}
                error={errors[uploadPaths[kind]] ?? null}
              />
            ))}
          </SimpleGrid>
        </Stack>
        {save.error && !hasFieldErrors ? <ErrorAlert error={save.error} /> : null}
        <Text size="sm" c="dimmed">
          {m.bank_review_note()}
        </Text>
        <Group gap="sm">
          <Button type="submit" loading={save.isPending} data-testid="bank-submit">
            {account ? m.bank_submit_again() : m.bank_submit()}
          </Button>
          {onCancel ? (
            <Button variant="default" onClick={onCancel} data-testid="bank-cancel">
              {m.bank_cancel()}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
