notice('eat' in 'eaten')
notice('EAT' in 'eaten')
notice('x' in 'eaten')
