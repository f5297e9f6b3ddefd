$v = inline_epp("<% \$y = 9 %>")
notice($y)
