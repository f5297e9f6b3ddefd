notice('top 1')
node default { notice('node body') }
notice('top 2')
