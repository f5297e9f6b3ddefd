notice(/ea/ in 'eaten')
notice(/^x/ in 'eaten')
