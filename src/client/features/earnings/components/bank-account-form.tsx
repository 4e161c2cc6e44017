import { Alert, Button, Group, Radio, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import type { BankAccount } from '#common/contracts/earnings';
import { bankHolderTypes, type BankHolderType } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { ErrorAlert } from '#client/features/account/page';
import { bankName, holderTypeLabels } from '../bank-labels';
import { BankDocumentField } from './bank-document-field';
import { uploadPaths, useBankAccountForm } from './use-bank-account-form';

/**
 * Add, change or fix the bank account. The documents upload as soon as they are chosen; the
 * account is sent with their ids. A rejected document starts empty so a new file is chosen.
 */
export function BankAccountForm({ uuid, account, profileNames, onDone, onCancel }: { uuid: string; account: BankAccount | null; profileNames: string[]; onDone: () => void; onCancel?: () => void }) {
  const { holderType, chooseHolderType, bankCode, chooseBank, accountNumber, typeAccountNumber, accountName, typeAccountName, documentOf, chooseDocument, hasRejectedDocuments, kinds, banks, digits, errors, submit, isSaving, saveError } = useBankAccountForm({ uuid, account, profileNames, onDone });
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
        <Radio.Group label={m.bank_holder_type()} value={holderType} onChange={(value) => chooseHolderType(value as BankHolderType)} error={errors.holderType} data-testid="bank-holder-type">
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
            onChange={chooseBank}
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
            onChange={(event) => typeAccountNumber(event.currentTarget.value)}
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
          onChange={(event) => typeAccountName(event.currentTarget.value)}
          maxLength={150}
          error={errors.accountName}
          required
          data-testid="bank-account-name"
        />
        <Stack gap="sm">
          <Text fw={600}>{m.bank_documents()}</Text>
          {hasRejectedDocuments ? (
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
                value={documentOf(kind)}
                onChange={(chosen) => chooseDocument(kind, chosen)}
                error={errors[uploadPaths[kind]] ?? null}
              />
            ))}
          </SimpleGrid>
        </Stack>
        {saveError ? <ErrorAlert error={saveError} /> : null}
        <Text size="sm" c="dimmed">
          {m.bank_review_note()}
        </Text>
        <Group gap="sm">
          <Button type="submit" loading={isSaving} data-testid="bank-submit">
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
