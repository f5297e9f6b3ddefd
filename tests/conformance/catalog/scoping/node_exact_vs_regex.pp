node /playground/ { notice('regex') }
node 'playground.example.com' { notice('exact') }
