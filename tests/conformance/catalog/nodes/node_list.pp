node 'x.example.com', 'playground.example.com' { notice('matched list') }
node default { notice('default') }
