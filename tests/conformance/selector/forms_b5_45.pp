case 5 { [1,5]: { notice('in arr') } default: { notice('d') } }
