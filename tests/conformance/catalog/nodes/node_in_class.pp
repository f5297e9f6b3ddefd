class c { node 'x' {} }
