// The inputs of later form steps, one small chunk loaded through ./later-steps (decision 012).
export { NativeSelect, PasswordInput } from '@mantine/core';
