$chars = ['a', 'é', '٣', '5', '_', ' ', "\u00a0", '!', '$', '€', "\u0301", 'Ⅳ', "\t", '中', 'F']
['Word', 'Alnum', 'Alpha', 'Digit', 'Space', 'Punct', 'XDigit', 'Blank', 'Graph', 'Print', 'Cntrl', 'Upper', 'Lower', 'ASCII'].each |$p| {
  $r = Regexp("\\p{${p}}")
  notice("${p}: ${$chars.map |$c| { if $c =~ $r { 1 } else { 0 } }.join('')}")
}
