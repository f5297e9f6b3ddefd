include('')
