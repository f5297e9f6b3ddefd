# Onigmo character class intersection: A&&B, with nested and negated classes; an empty operand is the empty set
notice(1, 'b' =~ /[a-z&&[^aeiou]]/, 'a' =~ /[a-z&&[^aeiou]]/, 'b' =~ /[^a-z&&[^aeiou]]/, 'A' =~ /[^a-z&&[^aeiou]]/, 'a' =~ /[^a-z&&[^aeiou]]/)
notice(2, 'e' =~ /[a-z&&b-f&&e]/, 'b' =~ /[a-z&&b-f&&e]/, '&' =~ /[&]/, '&' =~ /[a&]/, 'a&&' =~ /a&&/)
notice(3, 'c' =~ /[[a-c]&&[b-d]]/, 'a' =~ /[[a-c]&&[b-d]]/, 'c' =~ /[a-z&&[^aeiou&&[^c]]]/, 'e' =~ /[a-z&&[^aeiou&&[^c]]]/)
notice(4, 'bcd'.regsubst(/[a-z&&[^aeiou]]/, 'X', 'G'), "b\n" =~ /\A[^a-z&&[^b]]\z/, "\n" =~ /[^a-z&&b]/)
notice(5, 'x' =~ /[a-z&&]/, 'a' =~ /[&&a]/, '5' =~ /[\d&&[^5]]/, '6' =~ /[\d&&[^5]]/, 'é' =~ /[[:alpha:]&&[^a-z]]/)
