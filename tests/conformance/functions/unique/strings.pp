notice(unique('aabbcca'))
notice(unique('aAbB') |$c| { downcase($c) })
notice(unique('åäå'))
