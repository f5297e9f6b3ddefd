node 'playground' { notice('short') }
node default { notice('default') }
