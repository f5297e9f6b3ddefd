case 'x' { 'y': { notice('y') } }
notice('done')
