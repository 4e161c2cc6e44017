/**
 * PRODUCT.md: passwords on a shipped list of common passwords are refused. The most
 * common passwords of public breach corpora, plus local favourites; compared lowercased.
 */
export const commonPasswords = new Set(
  `123456 123456789 12345678 password qwerty123 qwerty1 111111 12345 secret 123123 1234567890 1234567 000000 qwerty abc123 password1
  iloveyou 11111111 dragon monkey 123123123 123321 qwertyuiop 654321 555555 lovely 7777777 888888 princess 123qwe password123 welcome
  welcome1 admin admin123 administrator letmein football baseball sunshine shadow master michael superman batman trustno1 passw0rd
  p@ssw0rd p@ssword password! password1! zaq12wsx 1q2w3e4r 1q2w3e4r5t 1qaz2wsx qazwsx asdfghjkl asdfgh zxcvbnm 987654321 12341234
  11223344 aa123456 a123456 a12345678 q1w2e3r4 q1w2e3r4t5 1234qwer qwer1234 abcd1234 abcdefg abcdef123 changeme default guest
  hello123 hellohello whatever freedom starwars pokemon charlie jordan23 liverpool chelsea arsenal manchester 00000000 99999999
  88888888 66666666 12121212 112233 121212 159753 147258369 123654 789456123 1111111111 0987654321 asdf1234 test1234 testtest
  computer internet samsung iphone google facebook instagram tiktok youtube twitter linelineline thailand bangkok bangkok1
  kolify kolify123 kolify2026 influencer marketer iloveyou1 loveyou123 sawasdee sawadee chiangmai phuket pattaya 25252525
  13131313 19191919 20202020 20242024 20252025 20262026 qwerty12345 password2024 password2025 password2026 summer2025 winter2025`
    .split(/\s+/)
    .filter(Boolean),
);
