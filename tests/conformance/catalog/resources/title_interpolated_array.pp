$names = ['x', 'y']
notify { $names.map |$n| { "n-${n}" }: }
