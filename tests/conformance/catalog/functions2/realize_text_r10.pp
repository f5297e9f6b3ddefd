realize(['Notify[a]', ['Notify[b]']])
