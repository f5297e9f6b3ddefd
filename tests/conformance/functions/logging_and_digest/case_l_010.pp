alert('a')
