# erb-capture.rb: writes the cases of tests/erb/ from what the reference renders.
#
# usage: ruby tests/tools/erb-capture.rb FACTS.json EXERCISE.pp OUTDIR
#        (EXERCISE.facts.json, when it exists, replaces FACTS.json for that exercise)
#
# Compiles EXERCISE.pp (a manifest declaring a module's classes and defines) with the reference,
# Debian's Puppet 7, on the installed module packages (/usr/share/puppet/modules) and the node
# facts of FACTS.json, and records every module template the catalog renders: the template, the
# class or define it is rendered in, that scope's variables (the reference's scope.to_hash,
# undef ones included), the top-scope variables the template names, and the qualified variables
# it reads with scope.lookupvar / scope['a::b']. For each template (the first time it is
# rendered) it writes OUTDIR/<module>/<path>.pp: a manifest that sets those variables in a class
# or define of the same name and renders the template's text with inline_template. The text is
# not in the case: the line `# template: <path>` names the installed file, which tests/erb/run
# reads when it runs the case. tests/tools/make-golden.sh-style goldens come from running the
# reference on the case afterwards (tests/erb/run --golden), never from this capture.
require 'json'
require 'fileutils'
require 'puppet/util/command_line'
require 'puppet'

facts_file, exercise, outdir = ARGV
abort 'usage: erb-capture.rb FACTS.json EXERCISE.pp OUTDIR' unless facts_file && exercise && outdir
# an exercise for another OS brings its own facts: EXERCISE.facts.json beside it
own_facts = exercise.sub(/\.pp\z/, '.facts.json')
facts_file = own_facts if File.exist?(own_facts)
MODULES = '/usr/share/puppet/modules'
NODE = 'playground.example.com'

module FactsFromFile
  def find(key, options = {})
    return super unless self == Puppet::Node::Facts.indirection
    facts = Puppet::Node::Facts.new($capture_node, JSON.parse(File.read($capture_facts)))
    facts.add_local_facts
    facts
  end
end
$capture_facts, $capture_node = facts_file, NODE
Puppet::Indirector::Indirection.prepend(FactsFromFile)

# A Ruby value of a Puppet variable as Puppet source text, or nil when it has none.
def literal(v, depth = 0)
  return nil if depth > 20
  case v
  when nil, :undef then 'undef'
  when :default then 'default'
  when true, false, Integer then v.to_s
  when Float then v.finite? ? (v.to_s.include?('e') ? format('%.17g', v) : v.to_s) : nil
  when String then "'" + v.gsub('\\', '\\\\\\\\').gsub("'", "\\\\'") + "'"
  when Array
    items = v.map { |x| literal(x, depth + 1) }
    items.include?(nil) ? nil : '[' + items.join(', ') + ']'
  when Hash
    pairs = v.map { |k, x| [literal(k, depth + 1), literal(x, depth + 1)] }
    pairs.any? { |k, x| k.nil? || x.nil? } ? nil : '{' + pairs.map { |k, x| "#{k} => #{x}" }.join(', ') + '}'
  when Regexp then "/#{v.source.gsub('/', '\\/')}/"
  when Puppet::Pops::Types::PSensitiveType::Sensitive
    inner = literal(v.unwrap, depth + 1)
    inner && "Sensitive(#{inner})"
  when Puppet::Pops::Types::PAnyType then v.to_s
  when Puppet::Resource then "#{v.type}['#{v.title}']"
  else nil
  end
end

BUILT_IN = %w[name title module_name caller_module_name facts trusted server_facts].freeze

$captures = []
$reads = nil

class Puppet::Parser::Scope
  alias_method :erb_capture_lookupvar, :lookupvar
  def lookupvar(name, options = EMPTY_HASH)
    value = erb_capture_lookupvar(name, options)
    $reads[name] = value if $reads && name.is_a?(String) && name.include?('::')
    value
  end
end

class Puppet::Parser::TemplateWrapper
  alias_method :erb_capture_result, :result
  def result(string = nil)
    return erb_capture_result(string) if string || @__file__.nil?
    previous = $reads
    $reads = {}
    # the variables as the template finds them (it may set some itself with scope.setvar)
    resource = scope.resource
    top = scope.compiler.topscope
    locals = scope.to_hash(true, true)
    top_vars = top.to_hash(false, true)
    locals = locals.reject { |k, _| top_vars.key?(k) && top_vars[k].equal?(locals[k]) && !scope.equal?(top) }
    capture = { file: @__file__, type: resource.type, title: resource.title.to_s, locals: locals, top: top_vars }
    begin
      erb_capture_result
    ensure
      capture[:reads] = $reads
      $captures << capture
      $reads = previous
    end
  end
end

# The text of a case for one capture.
def case_text(c, exercise)
  template = File.read(c[:file])
  path = c[:file].sub(%r{\A#{Regexp.escape(MODULES)}/}, '')
  lines = []
  lines << "# template: #{path}"
  lines << "# variables: as the reference renders it for #{c[:type]}[#{c[:title]}] when it compiles #{exercise}"
  named = ->(n) { template =~ /@#{Regexp.escape(n)}\b/ || template =~ /['"](::)?#{Regexp.escape(n)}['"]/ }
  c[:top].sort.each do |k, v|
    next if BUILT_IN.include?(k) || k =~ /\A\d+\z/ || !named.call(k)
    text = literal(v)
    lines << (text ? "$#{k} = #{text}" : "# $#{k}: a #{v.class} has no Puppet literal")
  end
  classes = Hash.new { |h, k| h[k] = {} }
  c[:reads].each do |name, value|
    fqn = name.sub(/\A::/, '')
    next unless fqn.include?('::')
    klass, leaf = fqn.rpartition('::').values_at(0, 2)
    next if klass == c[:title].downcase && c[:type] == 'Class'
    classes[klass][leaf] = value
  end
  classes.sort.each do |klass, vars|
    lines << "class #{klass} {"
    vars.sort.each do |k, v|
      text = literal(v)
      lines << (text ? "  $#{k} = #{text}" : "  # $#{k}: a #{v.class} has no Puppet literal")
    end
    lines << '}'
  end
  body = []
  c[:locals].sort.each do |k, v|
    next if BUILT_IN.include?(k) || k =~ /\A\d+\z/
    text = literal(v)
    body << (text ? "  $#{k} = #{text}" : "  # $#{k}: a #{v.class} has no Puppet literal")
  end
  body << '  $erb_result = inline_template($erb_template)'
  body << '  notice($erb_result)'
  body << '  notice("length: ${erb_result.length}")'
  if c[:type] == 'Class'
    name = c[:title].downcase
    lines << "class #{name} {"
    lines.concat(body)
    lines << '}'
    classes.keys.sort.each { |k| lines << "include #{k}" }
    lines << "include #{name}"
  else
    name = c[:type].downcase
    lines << "define #{name} {"
    lines.concat(body)
    lines << '}'
    classes.keys.sort.each { |k| lines << "include #{k}" }
    lines << "#{name} { #{literal(c[:title])}: }"
  end
  lines.join("\n") + "\n"
end

begin
  Puppet::Util::CommandLine.new('puppet', ['apply', '--certname', NODE, '--noop', '--color=false',
                                           '--modulepath', MODULES, exercise]).execute
rescue SystemExit
  # the catalog may fail after it rendered its templates (apply-time checks): the captures stand
end
# Whether the template reads a variable whose value Puppet cannot write (a Ruby object another
# template bound with scope.setvar): such a render is tested through its caller only.
def unwritable(c)
  template = File.read(c[:file])
  c[:locals].any? { |k, v| literal(v).nil? && template.include?(k) }
end

# Up to three renders of each template, in distinct resources: <path>.pp, <path>.2.pp, <path>.3.pp
seen = Hash.new { |h, k| h[k] = [] }
$captures.each do |c|
  next if unwritable(c)
  titles = seen[c[:file]]
  next if titles.size >= 3 || titles.include?([c[:type], c[:title]])
  titles << [c[:type], c[:title]]
  path = c[:file].sub(%r{\A#{Regexp.escape(MODULES)}/}, '').sub(%r{/templates/}, '/')
  suffix = titles.size == 1 ? '' : ".#{titles.size}"
  out = File.join(outdir, path.sub(/\.erb\z/, '') + suffix + '.pp')
  FileUtils.mkdir_p(File.dirname(out))
  File.write(out, case_text(c, exercise))
  puts "wrote #{out}"
end
