$s = 'The quick brown fox'
notice($s.split(' ').map |$w| { $w.capitalize }.join(' '))
notice($s.downcase.split('').unique.sort.join)
notice($s.length)
notice($s[4, 5])
notice($s[-3, 3])
notice($s =~ /quick/)
if $s =~ /(\w+) (\w+)/ { notice("${1}-${2}-${0}") }
notice($s.regsubst(/(\w+)/, '<\1>', 'G'))
notice($s.regsubst(/o/, '0', 'G').upcase)
notice(regsubst($s, '\s+', '_', 'G'))
notice($s.match(/(?<adj>quick) (?<col>\w+)/))
notice("%s has %d words" % [$s, 4]) 
