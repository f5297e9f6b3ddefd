tag('')
