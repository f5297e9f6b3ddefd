notice(undef.dig(1))
