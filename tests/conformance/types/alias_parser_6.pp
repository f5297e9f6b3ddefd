type A = Integer[a]
notice(1)
case 1 { A: { notice(a) } default: { notice(d) } }
