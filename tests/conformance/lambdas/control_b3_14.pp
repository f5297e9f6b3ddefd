{a=>1}.each |$a, $b, $c| { notice($a) }
