# a class nested in a class is a union (Onigmo), also negated and combined with POSIX brackets,
# properties and \h
notice(1, 'b' =~ /[a[bc]]/, '[' =~ /[a[bc]]/, 'd' =~ /[a[bc]]/, 'c' =~ /[^a[bc]]/, 'd' =~ /[^a[bc]]/)
notice(2, 'x' =~ /[[:alpha:]&&x]/, '5' =~ /[\h&&[^a-f]]/, 'B' =~ /(?i)[a-z&&[^aeiou]]/, 'É' =~ /[\p{L}&&[^a-zA-Z]]/)
notice(3, "\n" =~ /[^a&&b]/, 'ab' =~ /^[a-c&&[^b]]+$/, 'ac' =~ /^[a-c&&[^b]]+$/, '&' =~ /[a-z&&&]/)
notice(4, ']' =~ /[]a]/, 'a' =~ /[^]a]/, '-' =~ /[a&&-]/)
