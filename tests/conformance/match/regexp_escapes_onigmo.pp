# Onigmo's escapes: \v is the vertical tab alone, \N and \o are letters, \e \a \cA are controls
notice(1, 'xx' =~ /(?<a>x)\g<a>/, "\u{0B}" =~ /\v/, "\n" =~ /\v/, 'Qa.E' =~ /\Qa.\E/, 'ab' =~ /a\N/)
notice(2, "\u{1B}" =~ /\e/, "\u{7}" =~ /\a/, 'A' =~ /\x41/, "\u{1}" =~ /\cA/, 'a' =~ /\o{141}/)
notice(3, "a\n" =~ /^$/, "a\n" =~ /a$\n^/, "\n" =~ /^$/, '' =~ /^$/, "a\nb" =~ /^b/)
notice(4, 'ab' =~ /[[:ascii:]]/, 'f' =~ /[[:xdigit:]]/, 'é' =~ /[[:ascii:]]/)
notice(5, 'a' =~ /\p{Any}/, 'あ' =~ /\p{Hiragana}/, 'a' =~ /\p{ASCII}/, 'é' =~ /\p{^ASCII}/, '1' =~ /\p{Digit}/, 'A' =~ /\p{XDigit}/)
notice(6, 'ab12'.match(/(?<l>[a-z]+)(?<d>\d+)/), 'x'.match(/(a)|(x)/), 'abc'.match(/b/))
notice(7, 'aXb' =~ /a\Xb/, 'a b' =~ /a\sb/, "a\u{85}b" =~ /a\sb/, "a\u{A0}b" =~ /a\sb/, "a\tb" =~ /a[[:blank:]]b/)
