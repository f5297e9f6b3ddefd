fail('')
