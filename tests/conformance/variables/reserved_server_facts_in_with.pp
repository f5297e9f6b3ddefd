with(1) |$server_facts| { notice($server_facts) }
