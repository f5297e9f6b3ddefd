case [1, 'b'] { [1, /a|b/]: { notice('arr match') } default: { notice('no') } }
