notice(downcase({A=>"B"}))
