# %#s of a Binary is Ruby's inspect of a binary string: controls, DEL and high bytes as \xNN
notice(String(Binary.new([0xff, 0, 1, 0x7f, 0x1b, 10, 9, 34, 92, 35, 123, 65]), '%#s'))
notice(String(Binary.new('#$x#@y#z', '%s'), '%#s'))
