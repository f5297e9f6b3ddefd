notice(inline_epp("<% \$h = @(END)\n  hello\n  | END\n%><%= \$h %>"))
