case 'a' { *['a','b']: { notice(splat) } }
