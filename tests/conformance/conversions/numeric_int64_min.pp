# the smallest Integer from a text: its magnitude alone is out of range, the value is not
notice(Numeric('-9223372036854775808'))
notice(Numeric('- 9223372036854775808'))
notice(Numeric('-0x8000000000000000'))
notice(Numeric('-01000000000000000000000'))
notice(Numeric({ from => '-9223372036854775808' }) == -9223372036854775807 - 1)
