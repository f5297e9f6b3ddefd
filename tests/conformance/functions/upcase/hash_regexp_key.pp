# a hash with a key that is no String is inferred as Hash, not Struct: the mismatches of the
# four signatures merge into one
notice(upcase({ /x\/y/ => 'a', 'b' => [1] }))
