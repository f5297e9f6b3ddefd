node 'other' { notice('other') }
notice('top')
