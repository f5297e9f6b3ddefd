# urlsafe_decode64 turns - and _ into + and / before decoding: both alphabets decode under %u
notice(String(Binary.new('+/8=', '%u'), '%B'))
notice(String(Binary.new('-_8=', '%u'), '%B'))
notice(String(Binary.new('-_8', '%u'), '%B'))
notice(Binary.new('a+b/', '%u') == Binary.new('a-b_', '%u'))
