$s = 'hello world'
if $s =~ /(?<first>\w+) (\w+)/ { notice("${1}-${2}-${0}") }
