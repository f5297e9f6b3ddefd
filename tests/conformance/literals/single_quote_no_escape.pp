notice('a\nb')
notice('back\\slash')
