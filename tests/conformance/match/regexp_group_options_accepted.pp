# Onigmo's option groups: i, m, x and the character-set options a, d, u (on only); an empty
# negative part and a repeated letter are accepted
notice('a' =~ /(?a)a/, 'a' =~ /(?u)a/, 'a' =~ /(?d)a/, 'A' =~ /(?ia)a/, 'A' =~ /(?a-i)a/)
notice('a' =~ /(?-)a/, 'A' =~ /(?i-)a/, 'a b' =~ /(?xx)a\ b/, "a\nb" =~ /(?mix:a.b)/, 'A' =~ /(?-:a)/)
