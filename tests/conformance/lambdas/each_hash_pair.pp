{a=>1, b=>2}.each |$kv| { notice($kv) }
