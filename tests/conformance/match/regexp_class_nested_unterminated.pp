# an unterminated nested class
notice('a' =~ /[a-z&&[^b]/)
