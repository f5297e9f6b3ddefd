notice(assemble_nexus_url('http://nexus.example.com', { 'v' => 1 }))
