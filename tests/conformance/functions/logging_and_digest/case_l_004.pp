notice('')
