node 'playground.example.com' { notice('exact') }
node /playground/ { notice('regex') }
