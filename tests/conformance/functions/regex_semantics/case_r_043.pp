if 'hello world' =~ /(\w+) (\w+)/ { notice("$0|$1|$2|$3") }
