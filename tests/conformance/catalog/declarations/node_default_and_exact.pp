node default { notice('default') }
node 'playground.example.com' { notice('exact') }
