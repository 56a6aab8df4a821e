@testable import AdaptiveCards
import Diagnostics
import Testing

@Suite struct TemplatingTests {
    func expand(_ template: String, data: String? = nil, host: String? = nil) throws -> (card: String, warnings: [String]) {
        let value = try CardValue.parse(template, file: "t.json")
        let expansion = CardTemplating.expand(value, data: try data.map { try CardValue.parse($0) }, host: try host.map { try CardValue.parse($0) })
        return (expansion.value?.jsonText ?? "", expansion.diagnostics.map(\.description))
    }

    func evaluate(_ expression: String, data: String = "{}") throws -> String {
        CardTemplating.interpolate("${\(expression)}", data: try CardValue.parse(data))
    }

    @Test func bindingsAreReplacedAndAWholeBindingKeepsItsType() throws {
        let result = try expand(
            #"{"a": "Hi ${name}!", "b": "${count}", "c": "${items[1].x}", "d": "${person.address.city}"}"#,
            data: #"{"name": "Ana", "count": 3, "items": [{"x": "p"}, {"x": "q"}], "person": {"address": {"city": "Oslo"}}}"#)
        #expect(result.card == #"{"a":"Hi Ana!","b":3,"c":"q","d":"Oslo"}"#)
        #expect(result.warnings.isEmpty)
    }

    @Test func anUnresolvedBindingIsLeftAsWrittenWithAWarningAtItsPlace() throws {
        let result = try expand(#"{"text": "Hi ${nmae}", "other": "${missing.deep[3]}"}"#, data: #"{"name": "Ana"}"#)
        #expect(result.card == #"{"text":"Hi ${nmae}","other":"${missing.deep[3]}"}"#)
        #expect(result.warnings == [
            "t.json:1:10: warning: the binding ${nmae} has no value in the data; it is left as written (did you mean 'name'?)",
            "t.json:1:33: warning: the binding ${missing.deep[3]} has no value in the data; it is left as written",
        ])
    }

    @Test func dataRepeatsAnElementOverAnArrayWithItsIndex() throws {
        let result = try expand(
            #"{"body": [{"$data": "${people}", "type": "TextBlock", "text": "${$index}: ${name} of ${$root.team}"}]}"#,
            data: #"{"team": "A", "people": [{"name": "x"}, {"name": "y"}]}"#)
        #expect(result.card == #"{"body":[{"type":"TextBlock","text":"0: x of A"},{"type":"TextBlock","text":"1: y of A"}]}"#)
    }

    @Test func whenKeepsAnElementOnlyWhenTrue() throws {
        let result = try expand(
            #"{"body": [{"$when": "${count > 1}", "text": "many"}, {"$when": "${count <= 1}", "text": "few"}]}"#, data: #"{"count": 5}"#)
        #expect(result.card == #"{"body":[{"text":"many"}]}"#)
    }

    @Test func inlineDataAndTheHost() throws {
        let result = try expand(#"{"$data": {"n": "inline"}, "a": "${n}", "b": "${$host.theme}"}"#, host: #"{"theme": "dark"}"#)
        #expect(result.card == #"{"a":"inline","b":"dark"}"#)
    }

    @Test func operatorsAndLogic() throws {
        #expect(try evaluate("1 + 2 * 3") == "7")
        #expect(try evaluate("(1 + 2) * 3") == "9")
        #expect(try evaluate("7 / 2") == "3")
        #expect(try evaluate("7.0 / 2.5") == "2.8")
        #expect(try evaluate("'a' + 1") == "a1")
        #expect(try evaluate("!exists(x) && y == 2", data: #"{"y": 2}"#) == "true")
        #expect(try evaluate("if(price <= 500, 'good', 'attention')", data: #"{"price": 600}"#) == "attention")
        #expect(try evaluate("x != null || false", data: #"{"x": 1}"#) == "true")
    }

    @Test func stringFunctions() throws {
        #expect(try evaluate("toUpper('abc')") == "ABC")
        #expect(try evaluate("substring('hello', 1, 3)") == "ell")
        #expect(try evaluate("indexOf('peter', 'e')") == "1")
        #expect(try evaluate("replace('a-b-c', '-', '+')") == "a+b+c")
        #expect(try evaluate("concat('a', 'b', 'c')") == "abc")
        #expect(try evaluate("length('four')") == "4")
        #expect(try evaluate("join(createArray('a', 'b'), ', ')") == "a, b")
        #expect(try evaluate("string(json('{\"a\": 1}').a)") == "1")
        #expect(try evaluate("addOrdinal(22)") == "22nd")
    }

    @Test func numberAndCollectionFunctions() throws {
        let data = #"{"items": [{"price": 3, "ok": true}, {"price": 4.5, "ok": false}]}"#
        #expect(try evaluate("formatNumber(1234.567, 2)") == "1,234.57")
        #expect(try evaluate("formatNumber(-0.5, 0)") == "-1")
        #expect(try evaluate("sum(select(items, x, x.price))", data: data) == "7.5")
        #expect(try evaluate("max(select(items, i, i.price))", data: data) == "4.5")
        #expect(try evaluate("count(where(items, x, x.ok))", data: data) == "1")
        #expect(try evaluate("formatNumber(sum(select(items, x, if(x.ok, x.price, 0))), 2)", data: data) == "3.00")
        #expect(try evaluate("round(2.345, 2)") == "2.35")
        #expect(try evaluate("first(items).price", data: data) == "3")
    }

    @Test func dateFunctions() throws {
        #expect(try evaluate("formatDateTime('2017-02-14T06:08:39Z', 'yyyy-MM-dd HH:mm')") == "2017-02-14 06:08")
        #expect(try evaluate("formatDateTime('2019-06-14T15:00:00-07:00', 'dddd, MMMM d h:mm tt')") == "Friday, June 14 10:00 PM")
        #expect(try evaluate("formatEpoch(1556830800, 'yyyy-MM-ddTHH:mm:ssZ')") == "2019-05-02T21:00:00Z")
        #expect(try evaluate("formatTicks(637243624200000000, 'yyyy-MM-dd')") == "2020-05-06")
        #expect(try evaluate("addDays('2020-02-28T00:00:00Z', 2, 'MM-dd')") == "03-01")
        #expect(try evaluate("dayOfWeek('2026-11-28')") == "6")
    }

    @Test func anExpressionThatCannotBeReadIsLeftWithAWarning() throws {
        let result = try expand(#"{"a": "${1 +}", "b": "${nosuch(1)}", "c": "${toUpperr('a')}"}"#)
        #expect(result.card == #"{"a":"${1 +}","b":"${nosuch(1)}","c":"${toUpperr('a')}"}"#)
        #expect(result.warnings.count == 3)
        #expect(result.warnings[2].hasSuffix("unknown function toUpperr(); did you mean toUpper()?; it is left as written"))
    }

    @Test func aTemplateThatMakesTooMuchIsAnError() throws {
        let result = try expand(#"{"body": [{"$data": "${range(0, 10000)}", "a": [1, 2, 3]}]}"#)
        #expect(result.card.isEmpty)
        #expect(result.warnings.last?.contains("the template makes more than 20000 values") == true)
    }

    @Test func anExpressionThatDoesTooMuchIsLeftWithAWarning() throws {
        let result = try expand(#"{"a": "${count(select(range(0, 10000), x, range(0, 10000)))}", "b": "${join(select(range(0, 10000), x, 'many words here'), ' ')}"}"#)
        #expect(result.card == #"{"a":"${count(select(range(0, 10000), x, range(0, 10000)))}","b":"${join(select(range(0, 10000), x, 'many words here'), ' ')}"}"#)
        #expect(result.warnings.map { $0.contains("do more than 1000000 steps") || $0.contains("longer than 100000 bytes") } == [true, true], "\(result.warnings)")
    }

    @Test func aCardTemplateIsReadWithItsData() throws {
        let reading = CardDocument.read(
            Array(#"{"type": "AdaptiveCard", "version": "1.6", "body": [{"type": "TextBlock", "text": "Hello ${name}"}]}"#.utf8),
            file: "t.json", data: try CardValue.parse(#"{"name": "Ana"}"#))
        #expect(reading.isTemplate)
        guard case .text(let block) = reading.card?.body.first?.content else { Issue.record("no text"); return }
        #expect(block.text == "Hello Ana")
    }
}
