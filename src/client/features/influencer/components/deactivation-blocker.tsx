import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBriefcase, IconBuildingBank, IconClockHour4, IconCoin, IconHourglass, IconWallet } from '@tabler/icons-react';
import type { DeactivationBlocker, Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { formatMoney } from '#common/money';
import { ButtonLink } from '#client/app/ui/links';

type Fix = { icon: typeof IconCoin; text: (minimum: string, fee: string) => string; fix: (minimum: string, fee: string) => string; link: { to: '/$lang/Influencer/earn/withdraw' | '/$lang/Influencer/earn/bankAccount' | '/$lang/Influencer/jobs'; label: () => string } };

/** SPEC §8: each condition that keeps an influencer from leaving, what settles it, and where. */
const fixes: Record<DeactivationBlocker, Fix> = {
  document_is_process: { icon: IconClockHour4, text: () => m.leave_blocker_document_is_process(), fix: () => m.leave_fix_document_is_process(), link: { to: '/$lang/Influencer/earn/withdraw', label: () => m.leave_link_withdraw() } },
  bank_account_is_empty: { icon: IconBuildingBank, text: () => m.leave_blocker_bank_account_is_empty(), fix: () => m.leave_fix_bank_account_is_empty(), link: { to: '/$lang/Influencer/earn/bankAccount', label: () => m.leave_link_bank() } },
  has_working_job: { icon: IconBriefcase, text: () => m.leave_blocker_has_working_job(), fix: () => m.leave_fix_has_working_job(), link: { to: '/$lang/Influencer/jobs', label: () => m.leave_link_jobs() } },
  has_new_job: { icon: IconHourglass, text: () => m.leave_blocker_has_new_job(), fix: () => m.leave_fix_has_new_job(), link: { to: '/$lang/Influencer/jobs', label: () => m.leave_link_jobs() } },
  balance_less_than_service_fee: {
    icon: IconCoin,
    text: (_minimum, fee) => m.leave_blocker_balance_less_than_service_fee({ fee }),
    fix: (minimum) => m.leave_fix_balance_less_than_service_fee({ minimum }),
    link: { to: '/$lang/Influencer/jobs', label: () => m.leave_link_jobs() },
  },
  balance_less_than_minimum_withdrawal: {
    icon: IconCoin,
    text: (minimum) => m.leave_blocker_balance_less_than_minimum_withdrawal({ minimum }),
    fix: (minimum) => m.leave_fix_balance_less_than_minimum_withdrawal({ minimum }),
    link: { to: '/$lang/Influencer/jobs', label: () => m.leave_link_jobs() },
  },
  balance_remaining_in_account: { icon: IconWallet, text: () => m.leave_blocker_balance_remaining_in_account(), fix: () => m.leave_fix_balance_remaining_in_account(), link: { to: '/$lang/Influencer/earn/withdraw', label: () => m.leave_link_withdraw() } },
};

/** `minimumMinor`: the minimum withdrawal in force, as the deactivation check answered it. */
export function BlockerFix({ lang, blocker, minimumMinor, feeMinor }: { lang: Locale; blocker: string; minimumMinor: number; feeMinor: number }) {
  const fix = fixes[blocker as DeactivationBlocker];
  const minimum = formatMoney(minimumMinor);
  const fee = formatMoney(feeMinor);
  if (!fix) return <Text size="sm">{blocker}</Text>;
  const Icon = fix.icon;
  return (
    <Group align="flex-start" wrap="nowrap" gap="sm">
      <ThemeIcon variant="light" color="yellow" radius="md" size={36}>
        <Icon size={20} />
      </ThemeIcon>
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Text fw={600} size="sm">
          {fix.text(minimum, fee)}
        </Text>
        <Text size="sm" c="dimmed">
          {fix.fix(minimum, fee)}
        </Text>
        <div>
          <ButtonLink to={fix.link.to} params={{ lang }} size="xs" variant="light" mt={4} data-testid={`deactivate-fix-${blocker}`}>
            {fix.link.label()}
          </ButtonLink>
        </div>
      </Stack>
    </Group>
  );
}

const reasons: Record<string, () => string> = {
  another_account_exists: () => m.leave_reason_another_account_exists(),
  influencers_do_not_match_jobs: () => m.leave_reason_influencers_do_not_match_jobs(),
  hard_to_use: () => m.leave_reason_hard_to_use(),
  other: () => m.leave_reason_other(),
};
export const reasonLabel = (reason: string) => reasons[reason]?.() ?? reason;
