node 'a.example.com', 'playground.example.com' { notice('matched') }
node default { notice('default') }
